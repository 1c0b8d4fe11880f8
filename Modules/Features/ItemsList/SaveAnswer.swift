/// How a save request ended, as the server client tells it.
public enum SaveAnswer: Equatable, Sendable {
  /// Saved: the effect sends `saveDidSucceed`.
  case saved
  /// Not saved: the effect sends `saveDidFail` with the reason.
  case failed(reason: String)
  /// The transport is a message channel (the headless app's stdout and stdin): the answer arrives
  /// later as its own action, so the effect sends nothing.
  case answerFollows
}
