import Testing
import UDFTesting

@Suite struct StateDiffTests {
  struct Inner: Equatable {
    var name: String
    var tags: [String]
  }

  enum Status: Equatable {
    case idle
    case saving(request: Int, items: [Int])
  }

  struct Outer: Equatable {
    var inner: Inner
    var status: Status
    var lookup: [String: Int]
    var optional: Int?
  }

  @Test func diffNamesExactlyTheFieldsThatDiffer() {
    let expected = Outer(
      inner: Inner(name: "a", tags: ["x", "y"]), status: .saving(request: 1, items: [1, 2]), lookup: ["k": 1],
      optional: 1)
    var actual = expected
    actual.inner.tags[1] = "z"
    actual.status = .saving(request: 1, items: [1, 3])
    actual.lookup["k"] = 2
    actual.optional = nil
    let lines = stateDiff(expected, actual)
    #expect(lines.contains { $0.hasPrefix("state.inner.tags[1]: expected \"y\", got \"z\"") })
    #expect(lines.contains { $0.hasPrefix("state.status.saving.items[1]: expected 3") == false })
    #expect(lines.contains { $0.hasPrefix("state.status.saving.items[1]: expected 2, got 3") })
    #expect(lines.contains { $0.hasPrefix("state.lookup[\"k\"]: expected 1, got 2") })
    #expect(lines.contains { $0.hasPrefix("state.optional:") })
    #expect(lines.count == 4, "\(lines)")
    #expect(stateDiff(expected, expected).isEmpty)
  }

  @Test func diffReportsLengthAndCaseChanges() {
    let lines = stateDiff(StateDiffTests.Status.idle, StateDiffTests.Status.saving(request: 1, items: []))
    #expect(lines.count == 1)
    #expect(stateDiff(["a"], ["a", "b"]) == ["state.count: expected 1, got 2", "state[1]: unexpected \"b\""])
  }
}
