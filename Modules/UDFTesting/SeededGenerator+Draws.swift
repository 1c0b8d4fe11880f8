extension SeededGenerator {
  /// A uniformly chosen element of `choices`, which must not be empty: random sessions draw their
  /// titles, tags and IDs from small pools so that actions collide.
  public mutating func pick<Element>(_ choices: [Element]) -> Element {
    choices[Int.random(in: 0..<choices.count, using: &self)]
  }

  /// True with probability `percent` / 100: how random sessions decide to leave a field out, send
  /// an unknown ID or mutate a line.
  public mutating func chance(_ percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &self) < percent
  }
}
