import Foundation
import Testing
import UDF

@testable import HeadlessKit

/// `DecodedInput` over a real pipe: lines arrive decoded and in order, a batch ends a group where
/// the input ran dry, the wait for a line gives way to the journal's timed flush, and the end of
/// the input comes after every line.
@Suite("Decoded input")
struct DecodedInputTests {
  @Test func linesWrittenTogetherArriveInOrderAsOneGroupAndEndAfterTheLast() throws {
    let pipe = try InputPipe()
    // 300 lines in one write: more than one batch, one group.
    var text = ""
    for index in 1...300 {
      text += index == 150 ? "\n" : #"{"action":"item.addTag","item":"\#(protocolIDText(index))","tag":"t"}"# + "\n"
    }
    text += "not json\n"
    pipe.write(text)
    pipe.closeWriting()
    let input = DecodedInput.start(descriptor: pipe.reading, edge: SystemEdge())
    var numbers: [Int] = []
    var groupEnds: [Int] = []
    var rejections: [String] = []
    reading: while true {
      switch input.next(until: nil) {
      case .batch(let batch):
        #expect(batch.lines.count <= DecodedInput.linesPerBatch)
        for line in batch.lines {
          guard case .decoded(let number, let decoded) = line else {
            Issue.record("a line reported as too long")
            continue
          }
          numbers.append(number)
          if case .failure(let rejection) = decoded { rejections.append(rejection.code) }
        }
        if batch.endsGroup { groupEnds.append(numbers.last ?? 0) }
      case .endOfInput:
        break reading
      case .timedOut, .failed:
        Issue.record("unexpected end of waiting")
        break reading
      }
    }
    // Line 150 is blank: skipped, but counted.
    #expect(numbers == Array(1...149) + Array(151...301))
    #expect(rejections == ["malformedJSON"])
    #expect(groupEnds.last == 301)
    pipe.closeReading()
  }

  @Test func waitingForALineGivesWayAtTheDeadline() throws {
    let pipe = try InputPipe()
    let input = DecodedInput.start(descriptor: pipe.reading, edge: SystemEdge())
    let started = ContinuousClock.now
    guard case .timedOut = input.next(until: started + .milliseconds(50)) else {
      Issue.record("no time-out while no line came")
      return
    }
    #expect(ContinuousClock.now - started >= .milliseconds(50))
    pipe.write(#"{"action":"state.get"}"# + "\n")
    guard case .batch(let batch) = input.next(until: ContinuousClock.now + .seconds(30)) else {
      Issue.record("the line written after the time-out did not come")
      return
    }
    #expect(batch.endsGroup && batch.lines.count == 1)
    pipe.closeWriting()
    guard case .endOfInput = input.next(until: nil) else {
      Issue.record("no end of input after closing the pipe")
      return
    }
    pipe.closeReading()
  }
}

/// A pipe whose read end stands for stdin (`JournalE2EDescriptors` does the system calls).
private final class InputPipe {
  let reading: Int32
  private var writing: Int32

  init() throws {
    (reading, writing) = try JournalE2EDescriptors.pipe()
  }

  deinit {
    closeWriting()
  }

  func write(_ text: String) {
    _ = JournalE2EDescriptors.writeAll(Array(text.utf8), to: writing)
  }

  func closeWriting() {
    JournalE2EDescriptors.close(&writing)
  }

  func closeReading() {
    var descriptor = reading
    JournalE2EDescriptors.close(&descriptor)
  }
}
