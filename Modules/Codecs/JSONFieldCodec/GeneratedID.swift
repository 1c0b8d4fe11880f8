/// An ID the app generated for a line that left it out, reported in the `accepted` reply. Only the
/// field reader makes one (with the memberwise initializer); others read it.
public struct GeneratedID: Equatable, Sendable {
  /// The reply field: `id`, or `request` for a save.
  public let field: String
  /// The lowercase UUID.
  public let value: String
}
