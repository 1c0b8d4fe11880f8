import UDF

extension EffectRuntime {
  /// Runs `step` in the current task, then forgets its work; returns whether it finished without
  /// being cancelled (a concatenation goes on to its next step only then).
  func execute(_ step: Step, send: @escaping @Sendable (A, Work) -> Void) async -> Bool {
    switch step {
    case .skip:
      return true
    case .run(let work, let run, let wait):
      defer { lock.withLock { unregisterLocked(work) } }
      guard await waitOut(wait), lock.withLock({ claimLocked(work, run, wait) }) else { return false }
      await run.body(EffectContext(dependencies: dependencies) { send($0, work) })
      return !Task.isCancelled && !isCancelled(work)
    case .concatenate(let work, let steps):
      defer { lock.withLock { unregisterLocked(work) } }
      for effect in steps {
        guard await perform(effect, in: work, send: send) else { return false }
      }
      return !Task.isCancelled && !isCancelled(work)
    }
  }

  /// Runs one step of `chain`, the steps before it having finished: plans it under the lock, like
  /// a reduction's effect, unless the concatenation was cancelled or the step's ID was cancelled
  /// while it waited; returns whether it finished without being cancelled.
  private func perform(_ effect: Effect<A>, in chain: Work, send: @escaping @Sendable (A, Work) -> Void) async
    -> Bool
  {
    let next: Planned? = lock.withLock {
      if chain.isStopped || Task.isCancelled { return nil }
      if let id = effect.workID, chain.root.cancelledStepIDs.contains(id) { return nil }
      switch effect.operation {
      case .send(let action):
        return .send(action)
      case .cancel(let id):
        return .cancel(cancelLocked(id, sparing: nil))
      case .run(let run):
        let (step, cancelling) = beginLocked(run, in: chain)
        return .start(step, cancelling: cancelling)
      case .concatenate(let id, let steps):
        return .start(beginLocked(id, steps, in: chain), cancelling: [])
      }
    }
    switch next {
    case nil:
      return false
    case .send(let action):
      send(action, chain)
      return true
    case .cancel(let works):
      cancelTasks(works)
      return true
    case .start(let step, let cancelling):
      cancelTasks(cancelling)
      return await execute(step, send: send)
    }
  }

  /// Sleeps what `wait` asks on the injected clock; false if the sleep was cancelled.
  private func waitOut(_ wait: Wait) async -> Bool {
    do {
      switch wait {
      case .none: break
      case .delay(let delay): try await dependencies.clock.sleep(for: delay)
      case .windowEnd(let end): try await timeline.sleepUntil(end)
      }
    } catch {
      return false
    }
    return !Task.isCancelled
  }
}
