import Testing

/// The loop of a seeded randomized test: `count` steps, each drawing an action with `draw` and
/// handing it to `check`, which applies it to the state and its model and returns what went wrong
/// (or `nil`). The first problem is recorded with its context, `seed S, step N, ACTION`, and ends
/// the run, so a failure names the one step to replay.
///
/// Why: every domain's randomized test runs this same loop; only the checks of a step differ.
public func runRandomSteps<Step>(
  seed: UInt64,
  count: Int = 5_000,
  draw: (inout SeededGenerator) -> Step,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ check: (_ index: Int, _ action: Step) -> String?
) {
  var random = SeededGenerator(seed: seed)
  for index in 0..<count {
    let action = draw(&random)
    if let problem = check(index, action) {
      Issue.record("\(problem) (seed \(seed), step \(index), \(action))", sourceLocation: sourceLocation)
      return
    }
  }
}
