import App
import JSONFieldCodec

/// What one input line asks for, once decoded.
public enum Request: Equatable, Sendable {
  /// Dispatch this action; `generated` is the ID the app made for it, if any, to report in the reply.
  case dispatch(AppAction, generated: GeneratedID?)
  /// Reply with the state, or one part of it.
  case stateGet(AppStatePart?)
}
