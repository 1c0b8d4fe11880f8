import DomainValues
import Loyalty
import UDF
import UDFTesting

/// A fixed, readable entry ID ending in `number` (UDFTesting's `fixedID`, kind 0x0E).
func entryID(_ number: UInt8) -> ID<LoyaltyEntry> { fixedID(number, kind: 0x0E) }

/// A state with these entries recorded in order, through the reducer.
func recorded(_ entries: [(ID<LoyaltyEntry>, String)]) throws -> LoyaltyState {
  var state = LoyaltyState()
  for (id, note) in entries { try LoyaltyState.reduce(&state, .record(id: id, note: note)) }
  return state
}
