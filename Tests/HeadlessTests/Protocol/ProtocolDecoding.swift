import App
import HeadlessKit
import JSON
import JSONFieldCodec
import JSONOutput
import Journal
import StdioProtocol
import UDF

/// A test failure that is not a rejection (the line was not even a JSON object).
struct ProtocolTestFailure: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}

/// Parses `text` with the app's parser and returns the object it must be.
func protocolObject(_ text: String) throws -> JSONObject {
  guard case .object(let object) = try JSONParser().parse(text) else {
    throw ProtocolTestFailure("not a JSON object: \(text)")
  }
  return object
}

/// Decodes `object` (built or changed by hand) exactly as the app decodes the line it writes.
func protocolDecode(_ object: JSONObject, source: inout TestIDAndTimeSource) throws(Rejection) -> Request {
  let bytes = JSONWriter.encode(.object(object))
  let decoded = bytes.withUnsafeBytes { raw -> Result<Request, Rejection> in
    guard let document = try? JSONDocument.parse(raw) else {
      return .failure(Rejection(code: "malformedJSON", message: "an object that does not write as JSON"))
    }
    var context = WireContext.live(source)
    defer {
      if case .live(let made) = context, let updated = made as? TestIDAndTimeSource { source = updated }
    }
    return Result { () throws(Rejection) in try ActionDecoder.decode(document, context: &context) }
  }
  return try decoded.get()
}

/// Decodes `object` with a fresh deterministic source, returning the request and what the source was asked.
func protocolDecode(_ object: JSONObject) throws -> (request: Request, source: TestIDAndTimeSource) {
  var source = TestIDAndTimeSource()
  let request = try protocolDecode(object, source: &source)
  return (request, source)
}

/// Decodes one JSON text with a fresh deterministic source.
func protocolDecode(_ text: String) throws -> (request: Request, source: TestIDAndTimeSource) {
  try protocolDecode(try protocolObject(text))
}

/// The rejection decoding `object` gives, or `nil` if it decodes.
func protocolRejection(_ object: JSONObject) -> Rejection? {
  var source = TestIDAndTimeSource()
  do {
    _ = try protocolDecode(object, source: &source)
    return nil
  } catch {
    return error
  }
}

/// The rejection decoding `text` gives, or `nil` if it decodes (or is not an object).
func protocolRejection(_ text: String) -> Rejection? {
  guard let object = try? protocolObject(text) else { return nil }
  return protocolRejection(object)
}

/// The action of a dispatch request (`nil` for `state.get`).
func protocolAction(_ request: Request) -> AppAction? {
  guard case .dispatch(let action, _) = request else { return nil }
  return action
}

/// The generated ID a dispatch request reports, as `field=value` (`nil` when none).
func protocolGenerated(_ request: Request) -> String? {
  guard case .dispatch(_, let generated?) = request else { return nil }
  return "\(generated.field)=\(generated.value)"
}
