import UDF

/// An action type that owns its wire shape, written once next to the action: its decoders by name,
/// and for each case its name and fields.
///
/// `write(to:)` and `wireName` are switches over the cases, so a new case does not compile until
/// it has a shape; the decoders are listed beside them, and a round-trip test over every case
/// (decode what was encoded) keeps the two in step. A feature or the app composes its modules'
/// tables with `WireDecoder.map`, never naming an individual action.
public protocol WireAction: Action, WireWritable {
  /// Every action of this type that can arrive on the wire.
  static var wireDecoders: [WireDecoder<Self>] { get }
  /// This action's wire name (`box.rename`).
  var wireName: String { get }
}
