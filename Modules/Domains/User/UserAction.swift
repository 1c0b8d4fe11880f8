import UDF

/// What can happen to the signed-in user.
///
/// Payloads carry raw wire data; the reducer validates it, so nothing unchecked reaches the state.
public enum UserAction: Action, Equatable {
  /// The server sent the user; replaces the one held.
  case didLoad(UserDTO)
}
