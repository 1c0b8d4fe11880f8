import DomainValues
import Parcel
import UDF
import UDFTesting

/// A fixed, readable entry ID ending in `number` (UDFTesting's `fixedID`, kind 0x0E).
func entryID(_ number: UInt8) -> ID<ParcelEntry> { fixedID(number, kind: 0x0E) }

/// A state with these entries recorded in order, through the reducer.
func recorded(_ entries: [(ID<ParcelEntry>, String)]) throws -> ParcelsState {
  var state = ParcelsState()
  for (id, note) in entries { try ParcelsState.reduce(&state, .record(id: id, note: note)) }
  return state
}
