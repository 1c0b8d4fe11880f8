import DomainValues
import Parcel
import Testing
import UDF
import UDFTesting
import UDFWire

/// `parcel.reweigh`: `notFound` first, then the weight rules at their edges; a real reweighing
/// changes only that parcel's weight and publishes `parcel.reweighed`; the same weight again is
/// an accepted no-op.
@Suite struct ParcelReweighTests {
  @Test func reweighingChangesOnlyTheWeightAndPublishesTheEvent() throws {
    let start = try twoParcels()
    var state = start
    let reduction = try ParcelsState.reduce(&state, .reweigh(parcelID(1), grams: 1_450))
    #expect(state.parcel(parcelID(1))?.weight.grams == 1_450)
    #expect(state.parcel(parcelID(1))?.label == start.parcel(parcelID(1))?.label)
    #expect(state.parcel(parcelID(2)) == start.parcel(parcelID(2)))
    #expect(state.parcels.map(\.id) == [parcelID(1), parcelID(2)], "a reweighed parcel keeps its place")
    #expect(
      reduction.events.compactMap { $0 as? ParcelReweighed }
        == [ParcelReweighed(parcel: parcelID(1), from: 1_200, to: 1_450)])
    #expect(reduction.events.count == 1)
    #expect(Set(reduction.touched.keys) == [ObservationKey(parcelID(1))])
  }

  @Test func reweighingToTheSameWeightIsAnAcceptedNoOp() throws {
    var state = try twoParcels()
    let reduction = try ParcelsState.reduce(&state, .reweigh(parcelID(2), grams: 3_000))
    #expect(state == (try twoParcels()))
    #expect(reduction.events.isEmpty)
    #expect(reduction.touched == .nothing)
  }

  @Test(arguments: [1, 30_000])
  func theLightestAndTheHeaviestWeightsAreAccepted(grams: Int) throws {
    var state = try twoParcels()
    let reduction = try ParcelsState.reduce(&state, .reweigh(parcelID(1), grams: grams))
    #expect(state.parcel(parcelID(1))?.weight.grams == grams)
    #expect(
      reduction.events.compactMap { $0 as? ParcelReweighed }
        == [ParcelReweighed(parcel: parcelID(1), from: 1_200, to: grams)])
  }

  @Test(arguments: [0, 30_001, -1, Int.min])
  func aWeightOffTheScaleIsRefusedAndChangesNothing(grams: Int) throws {
    expectRejection(
      ParcelsState.reduce, from: try twoParcels(), .reweigh(parcelID(1), grams: grams), code: "weightOffTheScale")
  }

  @Test func anUnknownParcelIsNotFoundEvenWithABadWeight() throws {
    for grams in [500, 0, 30_001, -1] {
      expectRejection(
        ParcelsState.reduce, from: try twoParcels(), .reweigh(parcelID(9), grams: grams), code: "notFound")
    }
    expectRejection(ParcelsState.reduce, from: ParcelsState(), .reweigh(parcelID(1), grams: 500), code: "notFound")
  }

  @Test func reweighingTwiceReportsEachChangeFromWhereItWas() throws {
    var state = try twoParcels()
    try ParcelsState.reduce(&state, .reweigh(parcelID(1), grams: 900))
    let reduction = try ParcelsState.reduce(&state, .reweigh(parcelID(1), grams: 1_200))
    #expect(
      reduction.events.compactMap { $0 as? ParcelReweighed }
        == [ParcelReweighed(parcel: parcelID(1), from: 900, to: 1_200)])
    #expect(state == (try twoParcels()), "back to its first weight: the same state as before")
  }

  @Test func theWireShapeIsParcelAndGramsAndRoundTrips() throws {
    let action = ParcelAction.reweigh(parcelID(1), grams: 1_450)
    #expect(action.wireName == "parcel.reweigh")
    let record = WireRecord(of: action)
    #expect(record == ["parcel": .string(parcelID(1).description), "grams": .int(1_450)])
    let decoder = try #require(ParcelAction.wireDecoders.first { $0.name == "parcel.reweigh" })
    #expect(decoder.fields == "parcel, grams")
    #expect(try record.read(decoder.decode) == action)
    let withoutGrams: WireRecord = ["parcel": .string(parcelID(1).description)]
    #expect(throws: Rejection.missingField("grams")) { try withoutGrams.read(decoder.decode) }
    let withoutParcel: WireRecord = ["grams": .int(1_450)]
    #expect(throws: Rejection.missingField("parcel")) { try withoutParcel.read(decoder.decode) }
  }

  @Test func theEventsWireShapeIsParcelFromAndTo() {
    let event = ParcelReweighed(parcel: parcelID(1), from: 1_200, to: 1_450)
    #expect(ParcelReweighed.name == "parcel.reweighed")
    #expect(
      WireRecord(of: event) == ["parcel": .string(parcelID(1).description), "from": .int(1_200), "to": .int(1_450)])
  }
}
