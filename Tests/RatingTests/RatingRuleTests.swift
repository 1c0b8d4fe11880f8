import DomainValues
import Foundation
import Rating
import Testing
import UDF
import UDFTesting
import UDFWire

/// The Rating domain has no actions of its own; its checked changes are applied under this one.
enum RatingTestAction: Action, Equatable {}

/// A fixed rating ID.
func ratingID(_ number: UInt8) -> ID<RideRating> { .example(number) }
/// A fixed rated order.
func ratedOrder(_ number: UInt8) -> ID<RatedOrder> { .example(0x80 | number) }

/// The ratings state with a rating checked and applied, as a mediator does it.
func rated(
  _ state: RatingsState, _ id: UInt8, order: UInt8, stars: Int = 4, comment: String? = nil
) throws(Rejection) -> RatingsState {
  var state = state
  let change = try state.checkRate(
    id: ratingID(id), order: ratedOrder(order), stars: stars, comment: comment, at: .example())
  var reduction = Reduction<RatingTestAction>()
  state.apply(change, &reduction)
  return state
}

@Suite struct RatingRuleTests {
  @Test(arguments: 1...5) func everyStarOnTheScaleIsAccepted(stars: Int) throws {
    #expect(try Stars(stars).value == stars)
  }

  @Test(arguments: [0, 6, -1, Int.min, Int.max]) func starsOffTheScaleAreRefused(stars: Int) {
    #expect(throws: RatingError.starsOffTheScale(stars)) { try Stars(stars) }
    #expect(throws: RatingError.starsOffTheScale(stars).rejection) {
      try rated(RatingsState(), 1, order: 1, stars: stars)
    }
  }

  @Test func aCommentOf280CharactersIsAcceptedAnd281Refused() throws {
    let longest = String(repeating: "é", count: 280)
    #expect(try RatingComment(longest)?.text == longest)
    #expect(try RatingComment("  " + longest + "\n")?.text == longest, "trimmed before counted")
    #expect(try RatingComment(String(repeating: "e\u{301}", count: 280))?.text.count == 280, "characters, not scalars")
    #expect(throws: RatingError.commentTooLong(281)) { try RatingComment(longest + "x") }
  }

  @Test func aBlankCommentIsNoComment() throws {
    #expect(try RatingComment("") == nil)
    #expect(try RatingComment(" \n\t\u{200B}") == nil)
    #expect(try rated(RatingsState(), 1, order: 1, comment: "   ").rating(ratingID(1))?.comment == nil)
  }

  @Test func anOrderIsRatedOnceAndARatingIDUsedOnce() throws {
    let once = try rated(RatingsState(), 1, order: 1, stars: 5, comment: "Great")
    #expect(once.rating(of: ratedOrder(1))?.stars.value == 5)
    #expect(once.rating(of: ratedOrder(1))?.comment?.text == "Great")
    #expect(throws: RatingError.alreadyRated(ratedOrder(1)).rejection) { try rated(once, 2, order: 1) }
    #expect(throws: RatingError.ratingAlreadyExists(ratingID(1)).rejection) { try rated(once, 1, order: 2) }
    #expect(try rated(once, 2, order: 2).ratings.count == 2)
  }

  @Test func aRestoredStateKeepsTheRulesAndTheInvariant() throws {
    let state = try rated(try rated(RatingsState(), 1, order: 1, comment: "ok"), 2, order: 2, stars: 1)
    #expect(try WireRecord(of: state.ratings[0]).read(RideRating.init(restoring:)) == state.ratings[0])
    #expect(try RatingsState(ratings: Array(state.ratings)) == state)
    #expect(throws: RatingError.alreadyRated(ratedOrder(1))) {
      try RatingsState(ratings: [state.ratings[0], try rated(RatingsState(), 3, order: 1).ratings[0]])
    }
    let offScale: WireRecord = [
      "comment": .null, "id": .string(ratingID(4).description), "order": .string(ratedOrder(4).description),
      "ratedAt": .string("2026-11-22T09:00:00Z"), "stars": .int(9),
    ]
    #expect(throws: RatingError.starsOffTheScale(9).rejection) { try offScale.read(RideRating.init(restoring:)) }
  }

  @Test func aRatingIsTouchedSoItsObserversRun() throws {
    var state = RatingsState()
    let change = try state.checkRate(id: ratingID(1), order: ratedOrder(1), stars: 3, comment: nil, at: .example())
    var reduction = Reduction<RatingTestAction>()
    state.apply(change, &reduction)
    #expect(reduction.touched.keys == [ObservationKey(ratingID(1))])
  }
}
