import Testing

@testable import Concurrency

/// `ConcurrentElements.read` over many runs: every element in its place, and of several failing
/// elements the first in order wins, whichever thread met it first.
@Suite("Concurrent elements")
struct ConcurrentElementsTests {
  struct Refusal: Error, Equatable {
    let index: Int
  }

  @Test(arguments: [0, 1, 31, 1_000])
  func everyElementIsReadIntoItsPlace(count: Int) throws {
    let values = try ConcurrentElements.read(count: count, parts: 4) {
      { (index) throws(Refusal) in "element \(index)" }
    }
    #expect(values == (0..<count).map { "element \($0)" })
    #expect(values.capacity >= count + count / 8)
  }

  @Test func theFirstFailingElementInOrderIsTheRefusal() {
    let failing: Set = [700, 123, 999]
    #expect(throws: Refusal(index: 123)) {
      try ConcurrentElements.read(count: 1_000, parts: 4) {
        { (index) throws(Refusal) in
          if failing.contains(index) { throw Refusal(index: index) }
          return [index]
        }
      }
    }
  }
}
