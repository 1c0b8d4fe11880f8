import App
import JSON
import JSONFieldCodec
import JSONOutput
import Journal
import UDF

/// Writes the state in the shapes PROTOCOL.md gives for `state.get` and `replay`.
///
/// The shapes are the modules' own (`AppState.write`); keys come in sorted order and enums as
/// plain strings, so the output is byte-stable and a live `state.get` can be compared with a
/// replay byte for byte.
public enum StateEncoder {
  /// The whole state as one object, or one part of it as a bare value.
  public static func encode(_ state: AppState, path: AppStatePart?, into writer: inout JSONWriter) {
    guard let path else { return writer.object { state.write(to: &$0) } }
    // A part is written as the value of a field; wrapped in a throwaway object, then unwrapped.
    var part = JSONWriter(capacity: 256)
    part.object { state.write(path, as: "v", to: &$0) }
    writer.rawValue(part.bytes.dropFirst(5).dropLast())
  }

  /// The whole state as one JSON text: the stored shape of a compacted journal's base record.
  public static func json(_ state: AppState) -> [UInt8] {
    var writer = JSONWriter(capacity: 1 << 16)
    encode(state, path: nil, into: &writer)
    return writer.bytes
  }

  /// The field `key` holding the whole state, or one part of it (a `state` reply's `value`).
  public static func field(_ key: String, _ state: AppState, path: AppStatePart?, into writer: inout JSONWriter) {
    guard let path else { return writer.object(key) { state.write(to: &$0) } }
    state.write(path, as: key, to: &writer)
  }

  /// The field `key` holding the whole state, or one part of it, handed to `drain` after each
  /// entity: a `state` reply sent out in pieces instead of held whole. The bytes are `field`'s.
  public static func field(
    _ key: String, _ state: AppState, path: AppStatePart?, into writer: inout JSONWriter,
    drain: @escaping (inout JSONWriter) -> Void
  ) {
    var streaming = StreamingFieldWriter(writer: JSONWriter(capacity: 0), drain: drain)
    swap(&streaming.writer, &writer)
    if let path {
      state.write(path, as: key, to: &streaming)
    } else {
      streaming.object(key, present: true) { state.write(to: &$0) }
    }
    swap(&streaming.writer, &writer)
  }

  /// The whole state as one object, handed to `drain` in pieces after each entity, so a state of
  /// a million items is never also held as one JSON text (the inspector's full states).
  public static func stream(
    _ state: AppState, into writer: inout JSONWriter, drain: @escaping (inout JSONWriter) -> Void
  ) {
    var streaming = StreamingFieldWriter(writer: JSONWriter(capacity: 0), drain: drain)
    swap(&streaming.writer, &writer)
    streaming.writer.beginObject()
    state.write(to: &streaming)
    streaming.writer.endObject()
    swap(&streaming.writer, &writer)
  }

  /// The whole state as a compacted journal's base record, made in pieces (twice: measured, then
  /// written), so it is never held as one JSON text.
  public static func basePayload(_ state: AppState) throws(JournalError) -> PiecewisePayload {
    try PiecewisePayload { consume in pieces(state, consume) }
  }

  /// The whole state as one JSON object, handed to `consume` in pieces of about `pieceSize`
  /// bytes (cut after an entity): `replay` writes them to stdout, compaction into the base record.
  public static func pieces(_ state: AppState, pieceSize: Int = 1 << 20, _ consume: ([UInt8]) -> Void) {
    withoutActuallyEscaping(consume) { consume in
      var writer = JSONWriter(capacity: pieceSize + pieceSize / 16)
      stream(state, into: &writer) { writer in
        guard writer.bytes.count >= pieceSize else { return }
        consume(writer.bytes)
        writer.discardWritten()
      }
      consume(writer.bytes)
    }
  }
}
