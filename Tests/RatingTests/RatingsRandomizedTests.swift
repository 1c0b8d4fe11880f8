import Rating
import Testing
import UDFTesting

/// Seeded random ratings, valid and not, with the invariant checked after every step: one rating
/// per order, `byOrder` agreeing with the ratings, every rating on the rules, a refusal changing
/// nothing.
@Suite struct RatingsRandomizedTests {
  @Test(arguments: [1, 2, 0xBEEF] as [UInt64]) func theInvariantHoldsAfterEveryStep(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    var state = RatingsState()
    var accepted = 0
    for step in 0..<3_000 {
      let stars = Int.random(in: -1...7, using: &random)
      let comment =
        [nil, "", "fine", String(repeating: "x", count: 280), String(repeating: "x", count: 281)]
        .randomElement(using: &random) ?? nil
      let before = state
      do {
        state = try rated(
          state, UInt8.random(in: 0...60, using: &random), order: UInt8.random(in: 0...20, using: &random),
          stars: stars, comment: comment)
        accepted += 1
      } catch {
        #expect(state == before, "seed \(seed) step \(step): a refusal changed the state")
      }
      #expect(state.byOrder.count == state.ratings.count, "seed \(seed) step \(step)")
      for rating in state.ratings {
        #expect(state.byOrder[rating.order] == rating.id, "seed \(seed) step \(step)")
        #expect((Stars.lowest...Stars.highest).contains(rating.stars.value))
        #expect((rating.comment?.text.count ?? 0) <= RatingComment.maximumLength)
      }
    }
    #expect(accepted >= 15, "the run must reach many accepted ratings, it reached \(accepted)")
  }
}
