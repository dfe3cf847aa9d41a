import { Component, type ReactNode } from 'react';
import { ErrorMessage } from '#ui/error-message.tsx';

interface State {
  error: unknown;
}

/**
 * Catches a game that could not load (its code did not arrive, e.g. offline before the app was
 * stored) or broke; the retry reloads the page, which fetches the game's code again.
 */
export class GameLoadError extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  render() {
    if (this.state.error) {
      return (
        <ErrorMessage
          error={this.state.error}
          title="This game could not be loaded."
          onRetry={() => window.location.reload()}
        />
      );
    }
    return this.props.children;
  }
}
