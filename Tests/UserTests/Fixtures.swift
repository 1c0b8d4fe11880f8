import DomainValues
import Foundation
import UDF
import User

/// A fixed, readable ID: `00000000-0000-4000-8000-0000000000nn`.
func fixedID<Entity>(_ number: UInt8, _: Entity.Type = Entity.self) -> ID<Entity> {
  ID(UUID(uuid: (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, number)))
}

/// The state with `dto` loaded, built through the reducer.
func loaded(_ dto: UserDTO) throws -> UserState {
  var state = UserState()
  try UserState.reduce(&state, .didLoad(dto))
  return state
}
