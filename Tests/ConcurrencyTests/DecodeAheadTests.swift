import Concurrency
import Foundation
import Testing

@testable import Concurrency

/// `DecodeAhead` with real threads (and ThreadSanitizer in CI): batches arrive decoded and in
/// order whoever decoded them, a blocked producer is released by a stop, and a consumer's wait
/// gives way at its deadline.
@Suite("Decode-ahead pipeline")
struct DecodeAheadTests {
  @Test func batchesDecodedByTheThreadAndTheConsumerArriveInOrderEachDecodedOnce() {
    let decodings = Locked(0)
    let pipeline = DecodeAhead<[Int], Never>(capacity: 3, decoderThread: "test decoder") { batch in
      batch = batch.map { $0 * 2 }
      decodings.withLock { $0 += 1 }
    }
    var received: [Int] = []
    for start in stride(from: 0, to: 2_000, by: 10) {
      if start >= 30, case .batch(let batch) = pipeline.next() { received += batch }
      pipeline.put(Array(start..<start + 10))
    }
    while received.count < 2_000, case .batch(let batch) = pipeline.next() { received += batch }
    pipeline.stop()
    #expect(received == (0..<2_000).map { $0 * 2 })
    #expect(decodings.withLock { $0 } == 200)
  }

  @Test func theDecoderThreadDecodesWhileTheConsumerOnlyLooks() {
    let pipeline = DecodeAhead<[Int], Never>(capacity: 3, decoderThread: "test decoder") { $0.append(1) }
    pipeline.put([0])
    // `nextIfReady` never decodes: only the decoder thread can make the batch ready.
    var ready = pipeline.nextIfReady()
    while ready == nil {
      Thread.sleep(forTimeInterval: 0.001)
      ready = pipeline.nextIfReady()
    }
    pipeline.stop()
    #expect(ready == [0, 1])
  }

  @Test func aProducerAheadByCapacityWaitsUntilAStopDropsItsBatch() {
    let pipeline = DecodeAhead<Int, String>(capacity: 2)
    let produced = Locked<[Bool]>([])
    let done = DispatchSemaphore(value: 0)
    startThread(named: "test producer") {
      for batch in 0..<3 { produced.withLock { [accepted = pipeline.put(batch)] in $0.append(accepted) } }
      done.signal()
    }
    while produced.withLock({ $0.count }) < 2 { Thread.sleep(forTimeInterval: 0.001) }
    // Nothing is taken: the third batch waits for room (or is not handed over yet) until the stop.
    pipeline.stop()
    done.wait()
    #expect(produced.withLock { $0 } == [true, true, false])
    guard case .stopped = pipeline.next() else {
      Issue.record("a batch or an end after stopping")
      return
    }
  }

  @Test func waitingGivesWayAtTheDeadlineAndTheEndComesAfterEveryBatch() {
    let pipeline = DecodeAhead<Int, String>(capacity: 2)
    let started = ContinuousClock.now
    guard case .timedOut = pipeline.next(until: started + .milliseconds(30)) else {
      Issue.record("no time-out while no batch came")
      return
    }
    #expect(ContinuousClock.now - started >= .milliseconds(30))
    guard case .timedOut = pipeline.next(until: started) else {
      Issue.record("no time-out for a deadline already passed")
      return
    }
    #expect(pipeline.nextIfReady() == nil)
    pipeline.put(1)
    pipeline.finish("done")
    #expect(pipeline.put(2) == false)
    #expect(pipeline.nextIfReady() == 1)
    guard case .end("done") = pipeline.next(until: ContinuousClock.now + .seconds(30)) else {
      Issue.record("no end after the last batch")
      return
    }
  }
}
