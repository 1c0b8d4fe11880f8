import App
import JSON
import JSONFieldCodec
import JSONOutput
import Journal
import UDF
import UDFWire

/// Writes an `AppAction` as the protocol's input object, with every ID and time filled in, and
/// its stored shape version (`"shape"`) when its module has raised it above 1.
///
/// This is the journal's payload: the canonical form of what was accepted, so replaying it through
/// `ActionDecoder` needs no clock and no random IDs and rebuilds exactly the live state. The shape
/// of each action is its module's (`WireAction.write(to:)`); for every action,
/// `decode(encode(a)) == a` (a test checks it over random actions).
public enum ActionEncoder {
  /// The canonical compact JSON object of `action`: `{"action": name, fields...}`.
  public static func encode(_ action: AppAction, into writer: inout JSONWriter) {
    writer.object { writer in
      let name = action.wireName
      writer.field("action", name)
      // Version 1 shapes are written without it, so journals stay as they were.
      let shapes = ActionTable.app.storedShapes
      if !shapes.isEmpty, let shape = shapes[name] { writer.field("shape", shape) }
      action.write(to: &writer)
    }
  }

  /// The canonical bytes of `action`.
  public static func encode(_ action: AppAction) -> [UInt8] {
    var writer = JSONWriter(capacity: 128)
    encode(action, into: &writer)
    return writer.bytes
  }
}
