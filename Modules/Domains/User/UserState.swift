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

  /// A state holding `user`, already validated (restored from a snapshot).
  public init(user: UserProfile?) {
    self.user = user
  }
}

extension UserState: Reducer {
  /// Checks a user action: a `didLoad` is validated through the factory, so a bad payload keeps
  /// the previous user.
  public static func check(_ action: UserAction, in state: UserState) throws(Rejection) -> UserProfile {
    switch action {
    case .didLoad(let dto):
      do {
        return try UserProfile(dto: dto)
      } catch {
        throw error.rejection.at("user")
      }
    }
  }

  /// Replaces the user, recording the old and the new one as touched.
  public static func apply(_ user: UserProfile, to state: inout UserState, _ reduction: inout Reduction<UserAction>) {
    if let old = state.user, old.id != user.id { reduction.touch(old.id) }
    reduction.touch(user.id)
    state.user = user
  }
}
