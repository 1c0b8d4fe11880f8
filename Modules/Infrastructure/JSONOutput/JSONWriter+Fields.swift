import JSON

/// One-call `"key":value` members, the bulk of what the app writes.
///
/// `field("line", 7)` reads like the JSON it produces; an optional that is `nil` writes `null`,
/// which is what the protocol's state shapes want for absent values.
extension JSONWriter {
  /// `"key":"value"`, in one piece when neither needs an escape (H1 dispatch 18,485 -> 18,466
  /// instructions per line, callgrind).
  public mutating func field(_ key: String, _ value: String) {
    let joined = value.utf8.withContiguousStorageIfAvailable { utf8 in
      guard utf8.count <= Self.pieceLimit, !Self.needsEscape(utf8) else { return false }
      member(key, quoted: utf8)
      return true
    }
    guard joined != true else { return }
    self.key(key)
    string(value)
  }

  /// `"key":"value"` or `"key":null`.
  public mutating func field(_ key: String, _ value: String?) {
    guard let value else { return nullField(key) }
    field(key, value)
  }

  /// `"key":123`.
  public mutating func field(_ key: String, _ value: Int) {
    field(key, Int64(value))
  }

  /// `"key":123`.
  public mutating func field(_ key: String, _ value: Int64) {
    member(key, maxCount: 20) { Self.writeInteger(value, into: $0) }
  }

  /// `"key":"text"` for text the caller guarantees needs no escape (an ID's canonical text).
  public mutating func field(_ key: String, unescaped utf8: Span<UInt8>) {
    utf8.withUnsafeBufferPointer { utf8 in
      // The caller's promise, checked where tests run (debug builds); a release build trusts it.
      assert(!Self.needsEscape(utf8), "field(_:unescaped:) was given text that needs an escape")
      member(key, quoted: utf8)
    }
  }

  /// `"key":"text"`, text that needs no escape.
  private mutating func member(_ key: String, quoted utf8: UnsafeBufferPointer<UInt8>) {
    member(key, maxCount: utf8.count + 2) { output in
      output.initialize(to: UInt8(ascii: "\""))
      if let source = utf8.baseAddress { (output + 1).initialize(from: source, count: utf8.count) }
      (output + utf8.count + 1).initialize(to: UInt8(ascii: "\""))
      return utf8.count + 2
    }
  }

  /// `"key":true`.
  public mutating func field(_ key: String, _ value: Bool) {
    self.key(key)
    bool(value)
  }

  /// `"key":` and the number's literal text.
  public mutating func field(_ key: String, _ value: JSONNumber) {
    self.key(key)
    number(value)
  }

  /// `"key":` and any value, object keys sorted (see `value(_:sortedKeys:)`).
  public mutating func field(_ key: String, _ value: JSONValue) {
    self.key(key)
    self.value(value)
  }

  /// `"key":null`.
  public mutating func nullField(_ key: String) {
    self.key(key)
    null()
  }

  /// `"key":{…}` with members written by `body`.
  public mutating func objectField<E: Error>(_ key: String, _ body: (inout JSONWriter) throws(E) -> Void) throws(E) {
    self.key(key)
    try object(body)
  }

  /// `"key":[…]` with elements written by `body`.
  public mutating func arrayField<E: Error>(_ key: String, _ body: (inout JSONWriter) throws(E) -> Void) throws(E) {
    self.key(key)
    try array(body)
  }
}
