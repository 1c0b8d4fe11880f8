/// An ID the app generated for a line that left it out, reported in the `accepted` reply.
public struct GeneratedID: Equatable, Sendable {
  /// The reply field: `id`, or `request` for a save.
  public let field: String
  /// The lowercase UUID.
  public let value: String

  /// The ID `value` made for field `field`.
  public init(field: String, value: String) {
    self.field = field
    self.value = value
  }
}
