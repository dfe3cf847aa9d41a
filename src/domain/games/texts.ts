/** Button labels and titles that several games show, letter for letter from the spec. */

export const BACK_TO_LESSONS_LABEL = 'Back to lessons';
export const CONGRATULATIONS_TITLE = 'Congratulations!';
export const YOU_WIN_TITLE = 'You Win! 🎉';
export const NEXT_LABEL = 'Next';
export const NEXT_LEVEL_LABEL = 'Next Level';
export const FINISH_LABEL = 'Finish';
export const FINISH_RESTART_LABEL = 'Finish / Restart';
export const PLAY_AGAIN_LABEL = 'Play Again';
export const TRY_AGAIN_LABEL = 'Try Again';
