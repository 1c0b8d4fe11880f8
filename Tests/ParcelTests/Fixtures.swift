import DomainValues
import Parcel
import UDF
import UDFTesting

/// A fixed, readable parcel ID ending in `number` (UDFTesting's `fixedID`, kind 0x0E).
func parcelID(_ number: UInt8) -> ID<ShippedParcel> { fixedID(number, kind: 0x0E) }

/// A state with these parcels (ID, label, grams) registered in order, through the reducer.
func registered(_ parcels: [(ID<ShippedParcel>, String, Int)]) throws -> ParcelsState {
  var state = ParcelsState()
  for (id, label, grams) in parcels {
    try ParcelsState.reduce(&state, .register(id: id, label: label, grams: grams))
  }
  return state
}

/// Two parcels, "Books" at 1,200 g and "Lamp" at 3,000 g: the start most tests change.
func twoParcels() throws -> ParcelsState {
  try registered([(parcelID(1), "Books", 1_200), (parcelID(2), "Lamp", 3_000)])
}
