/** Business constants of both spec documents (section 9), named once for client and server. */

export const MIN_SCREEN_WIDTH_PX = 850;
export const SPLASH_LINGER_MS = 200;

export const LESSON_LIST_SKELETON_COUNT = 21;
export const DASHBOARD_SKELETON_COUNT = 3;
export const LESSON_CARD_SIZE_PX = 170;
export const LESSON_GRID_COLUMNS = 3;
export const FIND_IT_GRID_COLUMNS = 8;
export const READ_IT_GRID_COLUMNS = 2;
export const VIDEO_SLOT_COUNT = 4;

export const GAME_AREA_HEIGHT_PX = 550;
export const DRAG_TARGET_WIDTH_PX = 400;
export const DRAG_TARGET_HEIGHT_PX = 480;
export const DRAGGABLE_SIZE_PX = 256;
export const DROP_INSET_PX = 48;
export const RANDOM_PLACEMENT_MARGIN_PX = 20;
export const HINT_AUDIO_DELAY_MS = 1100;

export const SPOTLIGHT_IMAGE_SIZE_PX = 200;
export const SPOTLIGHT_HOLE_RADIUS_PX = 220;
export const SPOTLIGHT_OVERLAP_NEEDED = 0.5;

export const DISAPPEAR_IMAGE_SIZE_PX = 208;
export const DISAPPEAR_FADE_MS = 500;
export const DISAPPEAR_MARGIN_PX = 48;
export const IMAGE_REVEAL_WIN_DELAY_MS = 1000;

export const STROKE_WIDTH_MIN = 1;
export const STROKE_WIDTH_MAX = 20;
export const DEFAULT_STROKE_WIDTH = 15;
export const DEFAULT_ERASER_WIDTH = 20;
export const DEFAULT_PEN_COLOUR = '#13fb4d';

export const DEFAULT_BACKGROUND_COLOUR = '#ffffff';
export const DEFAULT_FIND_IT_CARD_COLOUR = '#b07c9e';
export const FIND_IT_DIVIDER_EVERY = 9;
export const YOUTUBE_ID_LENGTH = 11;

export const USERS_PAGE_SIZE = 20;
export const COMPLETED_ACTIVITIES_PAGE_SIZE = 20;
export const SYNC_BATCH_MAX_OPS = 500;
