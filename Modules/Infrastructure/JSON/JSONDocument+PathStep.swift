extension JSONDocument {
  /// One step of a `path(to:)`.
  public enum PathStep: Equatable, Sendable {
    /// A member of an object.
    case key(String)
    /// An element of an array.
    case index(Int)
  }
}
