import DomainValues
import Parcel
import Testing
import UDF
import UDFTesting
import UDFWire

/// The part `parcels` in a state dump and a snapshot: each parcel as `{grams, id, label}`, read
/// back through the same rules as registering; a damaged stored state is refused.
@Suite struct ParcelsStoredTests {
  private func restore(_ stored: WireRecord) throws(Rejection) -> ParcelsState {
    try stored.read { (fields) throws(Rejection) in
      try ParcelsState.restore(ParcelsState.partName, from: fields).value()
    }
  }

  private func stored(_ parcels: [WireRecord]) -> WireRecord {
    var record = WireRecord()
    record.objects(ParcelsState.partName, parcels) { parcel, writer in writer = parcel }
    return record
  }

  @Test func aParcelIsStoredAsGramsIDAndLabel() throws {
    let state = try registered([(parcelID(1), "  Books ", 1_200)])
    let parcel = try #require(state.parcel(parcelID(1)))
    #expect(
      WireRecord(of: parcel) == [
        "grams": .int(1_200), "id": .string(parcelID(1).description), "label": .string("Books"),
      ])
    #expect(ParcelsState.partName == "parcels")
  }

  @Test func theStoredShapeRestoresTheSameState() throws {
    var state = try twoParcels()
    try ParcelsState.reduce(&state, .reweigh(parcelID(2), grams: 30_000))
    var written = WireRecord()
    state.write(as: ParcelsState.partName, to: &written)
    let restored = try restore(written)
    #expect(restored == state)
    #expect(restored.entity(parcelID(2).retyped(as: Never.self)) != nil)
    #expect(try restore(stored([])) == ParcelsState())
  }

  @Test func aStoredParcelGoesThroughTheLabelAndWeightRules() throws {
    let id = WireValue.string(parcelID(1).description)
    let cases: [(WireRecord, Rejection)] = [
      (["grams": .int(1_200), "id": id, "label": .string(" ")], ParcelError.emptyLabel.rejection),
      (
        ["grams": .int(1_200), "id": id, "label": .string(String(repeating: "x", count: 81))],
        ParcelError.labelTooLong(scalarCount: 81).rejection
      ),
      (["grams": .int(0), "id": id, "label": .string("Books")], ParcelError.weightOffTheScale(grams: 0).rejection),
      (
        ["grams": .int(30_001), "id": id, "label": .string("Books")],
        ParcelError.weightOffTheScale(grams: 30_001).rejection
      ),
    ]
    for (parcel, rejection) in cases {
      #expect(throws: rejection) { try restore(stored([parcel])) }
    }
    #expect(throws: Rejection.self) { try restore(stored([["id": id, "label": .string("Books")]])) }
    let edges: WireRecord = ["grams": .int(1), "id": id, "label": .string(String(repeating: "x", count: 80))]
    #expect(try restore(stored([edges])).parcel(parcelID(1))?.weight.grams == 1)
  }

  @Test func aStoredStateThatListsAnIDTwiceIsRefused() throws {
    let state = try twoParcels()
    let parcel = try #require(state.parcel(parcelID(1)))
    #expect(throws: ParcelError.parcelAlreadyExists(parcelID(1)).rejection) {
      try ParcelsState(parcels: [parcel, parcel])
    }
    let record = WireRecord(of: parcel)
    #expect(throws: ParcelError.parcelAlreadyExists(parcelID(1)).rejection) { try restore(stored([record, record])) }
  }
}
