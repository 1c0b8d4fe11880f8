import Foundation
import Testing
import UDFTesting

@Suite("End to end: interactive use through a pipe")
struct ProtocolInteractivePipeTests {
  @Test("each reply arrives (flushed) before the next line is written, round after round")
  func oneLineAtATime() throws {
    let app = try ProtocolInteractiveProcess()
    defer { app.stop() }
    var lineNumber = 0
    func exchange(_ line: String, expecting count: Int) throws -> [ProtocolOutputLine] {
      lineNumber += 1
      app.send(line)
      var output: [ProtocolOutputLine] = []
      for _ in 0..<count {
        guard let text = app.readLine() else {
          throw ProtocolTestFailure("no output within the timeout after line \(lineNumber): \(line)")
        }
        output.append(try ProtocolOutputLine(text))
      }
      return output
    }

    for round in 1...15 {
      let box = try exchange(
        #"{"action":"provisioning.provisionBox","id":"\#(fixedIDText(round))","title":"Box \#(round)"}"#, expecting: 2)
      #expect(box.map(\.type) == ["event", "accepted"])
      #expect(box.last?.line == lineNumber && box.last?.seq == 2 * round - 1)
      let item = try exchange(#"{"action":"item.create","title":"Item \#(round)"}"#, expecting: 1)
      #expect(item.first?.type == "accepted" && item.first?.line == lineNumber && item.first?.seq == 2 * round)
      let refused = try exchange(#"{"action":"item.addTag","item":"\#(fixedIDText(0xFFF))","tag":"x"}"#, expecting: 1)
      #expect(refused.first?.code == "notFound" && refused.first?.line == lineNumber)
      app.send("   ")
      lineNumber += 1
      let state = try exchange(#"{"action":"state.get","path":"boxes"}"#, expecting: 1)
      #expect(state.first?.type == "state" && state.first?.line == lineNumber)
      #expect(state.first?.valueText?.contains("Box \(round)") == true)
      #expect(app.pendingBytes == 0, "round \(round): output beyond the one reply")
    }
    #expect(app.finish() == 0)
  }

  @Test("the app waits for input without replying early, and ends cleanly when stdin closes")
  func waitsForInput() throws {
    let app = try ProtocolInteractiveProcess()
    defer { app.stop() }
    // Nothing must come: a busy machine can only make an early reply come later, not this fail.
    #expect(app.readLine(timeout: 0.3) == nil)
    app.send(#"{"action":"state.get","path":"user"}"#)
    #expect(app.readLine() == #"{"type":"state","line":1,"path":"user","value":null}"#)
    #expect(app.finish() == 0)
    #expect(app.readLine() == nil)  // returns at the end of stdout
  }
}
