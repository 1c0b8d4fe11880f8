import Concurrency
import Synchronization

/// A task executor that runs nothing until told: `runUntilIdle()` runs every queued job on the
/// calling thread, including the jobs those jobs enqueue.
///
/// It makes async effects deterministic: a test (or the single-threaded headless app) dispatches,
/// then runs the effects' work to the next suspension point, in order, without sleeping or waiting
/// on real time. A store created with it starts every effect's task with this executor preference.
public final class ManualExecutor: TaskExecutor, Sendable {
  /// The jobs queued, from `head` on (taken jobs stay until the queue runs dry, then it is emptied).
  private struct Queue {
    var jobs: [UnownedJob] = []
    var head = 0
  }
  private let queue = Locked(Queue())
  /// Jobs queued and not yet taken, written under `queue`'s lock: an idle executor (the usual case
  /// after a dispatch, which started no effect) is seen without taking the lock.
  private let queued = Atomic<Int>(0)

  /// An executor with no work queued.
  public init() {}

  /// Queues a job; called by the concurrency runtime.
  public func enqueue(_ job: consuming ExecutorJob) {
    let unowned = UnownedJob(job)
    queue.withLock { queue in
      queue.jobs.append(unowned)
      queued.add(1, ordering: .releasing)
    }
  }

  /// Whether no job is queued.
  public var isIdle: Bool {
    queued.load(ordering: .acquiring) == 0
  }

  /// Runs queued jobs on this thread until none is left; returns how many ran.
  @discardableResult
  public func runUntilIdle() -> Int {
    var ran = 0
    while let job = next() {
      job.runSynchronously(on: asUnownedTaskExecutor())
      ran += 1
    }
    return ran
  }

  private func next() -> UnownedJob? {
    guard queued.load(ordering: .acquiring) > 0 else { return nil }
    return queue.withLock { queue in
      guard queue.head < queue.jobs.count else {
        queue.jobs.removeAll(keepingCapacity: true)
        queue.head = 0
        return nil
      }
      queue.head += 1
      queued.subtract(1, ordering: .relaxed)
      return queue.jobs[queue.head - 1]
    }
  }
}
