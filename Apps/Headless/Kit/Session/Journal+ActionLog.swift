extension Journal: ActionLog {
  public var wantsPayload: Bool { true }

  public func record(_ payload: [UInt8]) throws -> Int {
    try append(payload[...])
  }
}
