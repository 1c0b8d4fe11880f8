import UDF

/// What the app knows about the signed-in user.
///
/// Readable by anyone, written only by this file's reducer: `fileprivate(set)` keeps every other
/// module (and every other file) from assigning a user that skipped validation.
public struct UserState: Equatable, Sendable {
  /// The loaded user, or `nil` before the server sent one.
  public fileprivate(set) var user: UserProfile?

  /// The state before any user is loaded.
  public init() {}
}

extension UserState {
  /// Applies a user action, or refuses it and leaves the state as it was.
  ///
  /// The one place the user changes: a `didLoad` is validated through the factory before it
  /// replaces the current user, so a bad payload keeps the previous user.
  public static func reduce(_ state: inout UserState, _ action: UserAction) throws(Rejection) {
    switch action {
    case .didLoad(let dto):
      do {
        state.user = try UserProfile(dto: dto)
      } catch {
        throw error.rejection
      }
    }
  }
}
