import DomainValues
import Foundation
import UDF
import User

/// The state with `dto` loaded, built through the reducer.
func loaded(_ dto: UserDTO) throws -> UserState {
  var state = UserState()
  try UserState.reduce(&state, .didLoad(dto))
  return state
}
