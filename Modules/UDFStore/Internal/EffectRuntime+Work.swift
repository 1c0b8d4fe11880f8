import UDF

extension EffectRuntime {
  // Not generic: the work types use nothing of `A`, so `[Work]`, `Work?` and the runtime's
  // dictionary are concrete types, their metadata not looked up at run time (E1, BENCHMARKS.md).
  @usableFromInline typealias Work = EffectWork
  @usableFromInline typealias Wait = EffectWait
  typealias Window = EffectWindow

  /// What the store delivers for an effect once it was planned.
  @usableFromInline
  enum Planned {
    /// Dispatch this action.
    case send(A)
    /// Cancel the tasks of this work, already marked cancelled.
    case cancel([Work])
    /// Cancel the tasks of `cancelling` (already marked cancelled), then start a task for `step`.
    case start(Step, cancelling: [Work])
  }

  /// A run registered for running: its body starts once `wait` is over.
  @usableFromInline
  struct PendingRun: Sendable {
    let work: Work
    let run: Effect<A>.Run
    let wait: Wait
  }

  /// A concatenation under way: its work and the steps still to come.
  struct OpenChain: Sendable {
    let work: Work
    var rest: ArraySlice<Effect<A>>
  }

  /// Work registered for running, and how it runs.
  @usableFromInline
  enum Step: Sendable {
    /// A run's body, once its wait is over.
    case run(PendingRun)
    /// Steps one after another.
    case concatenate(Work, [Effect<A>])
    /// Nothing to run: a throttled run its window dropped, an empty concatenation.
    case skip

    /// The work registered for it, if any.
    var work: Work? {
      switch self {
      case .run(let pending): pending.work
      case .concatenate(let work, _): work
      case .skip: nil
      }
    }
  }
}

/// One effect with async work (a run, a throttled run, a concatenation or one of its steps),
/// from its planning until it ends.
@usableFromInline
final class EffectWork: @unchecked Sendable {
  // `@unchecked`: every `var` is read and written under the runtime's lock only, a lock outside
  // this object that the compiler cannot relate to it.
  let id: EffectID?
  /// The concatenation this work is a step of; `nil` for an effect a reduction started.
  let parent: EffectWork?
  /// Of a concatenation a reduction started: every ID among its steps, at any depth.
  let stepIDs: Set<EffectID>
  /// The task that runs the work; only outermost work has one, steps run in it.
  var task: Task<Void, Never>?
  /// What it sends is dropped (also set when the store goes away).
  var isCancelled = false
  /// Its task is to be cancelled, even if the request came before the task existed.
  var stopsTask = false
  /// Of a concatenation a reduction started: IDs cancelled while their steps waited their turn.
  var cancelledStepIDs: Set<EffectID> = []

  init(id: EffectID?, parent: EffectWork?, stepIDs: Set<EffectID> = []) {
    self.id = id
    self.parent = parent
    self.stepIDs = stepIDs
  }

  /// The outermost work, whose task runs this one.
  var root: EffectWork { parent?.root ?? self }

  /// Whether this work or a concatenation around it was cancelled.
  var isStopped: Bool { isCancelled || parent?.isStopped == true }
}

/// What a run waits for before its body starts.
@usableFromInline
enum EffectWait: Sendable {
  case none
  /// A debounce delay.
  case delay(Duration)
  /// The end of its throttle window, at this offset on the runtime's timeline.
  case windowEnd(Duration)
}

/// The throttle window of one ID: open until `end` (an offset on the runtime's timeline), and
/// the run kept to start then (`latest: true`).
struct EffectWindow {
  var end: Duration
  var kept: EffectWork?
}
