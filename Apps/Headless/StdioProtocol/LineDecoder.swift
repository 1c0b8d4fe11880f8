import JSON
import JSONFieldCodec
import UDF

/// Parses and decodes input lines, one after another, into requests: the protocol's first step,
/// which needs nothing of the store.
///
/// It holds the context that makes the IDs and times lines leave out. The stdio loop runs one on
/// the input's own thread (`DecodedInput`) while the loop's thread dispatches the lines before;
/// a `LineProcessor` has one for lines handed to it as bytes.
/// A line is decoded from its borrowed bytes in place (lent as a span): no copy per line.
public struct LineDecoder {
  private var context: WireContext
  /// One token buffer for every line: parsing a line allocates nothing.
  private var parser = JSONDocumentParser()

  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// A decoder taking the IDs and times lines leave out from `context`.
  public init(context: WireContext) {
    self.context = context
  }

  /// Parses and decodes one non-blank line into its request or the line's refusal. `nil` for a
  /// line to skip: a UTF-8 byte order mark at the start of line 1 (some editors write one) is
  /// skipped, and a first line that is only a BOM and spaces counts as blank.
  public mutating func decode(_ bytes: ArraySlice<UInt8>, line: Int) -> Result<Request, Rejection>? {
    var bytes = bytes
    if line == 1, bytes.starts(with: Self.byteOrderMark) {
      bytes = bytes.dropFirst(Self.byteOrderMark.count)
      if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return nil }
    }
    do throws(JSONParseError) {
      return try parser.parse(bytes.span) { document in
        guard document.kind(document.root) == .object else {
          return .failure(
            ProtocolError.malformedJSON("a line must be a JSON object, not \(document.kind(document.root).name)"))
        }
        return Result { () throws(Rejection) in
          try JSONFieldReader.reading(document, context: &context) { (fields) throws(Rejection) in
            try ActionDecoder.decode(fields, storedShape: nil)
          }
        }
      }
    } catch {
      return .failure(ProtocolError.malformedJSON("not valid JSON: \(error.message)"))
    }
  }
}
