import App
import JSON
import Journal

/// What one input line asks for, once decoded.
public enum Request: Equatable, Sendable {
  /// Dispatch this action; `generated` is the ID the app made for it, if any, to report in the reply.
  case dispatch(AppAction, generated: GeneratedID?)
  /// Reply with the state, or one part of it.
  case stateGet(AppStatePart?)
}

/// An ID the app generated for a line that left it out, reported in the `accepted` reply.
public struct GeneratedID: Equatable, Sendable {
  /// The reply field: `id`, or `request` for a save.
  public let field: String
  /// The lowercase UUID.
  public let value: String
}
