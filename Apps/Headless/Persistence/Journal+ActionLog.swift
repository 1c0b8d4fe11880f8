import JSON
import Journal
import StdioProtocol

extension Journal: ActionLog {
  public var wantsPayload: Bool { true }

  public func record(contentsOf payloads: [[UInt8]], count: Int) throws {
    try append(contentsOf: payloads)
  }
}
