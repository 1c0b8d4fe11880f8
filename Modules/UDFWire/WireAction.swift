import UDF

/// An action type that owns its wire shape, written once next to the action: its decoders by name,
/// and for each case its name and fields.
///
/// `write(to:)` and `wireName` are switches over the cases, so a new case does not compile until
/// it has a shape; the decoders are listed beside them, and a round-trip test over every case
/// (decode what was encoded) keeps the two in step. A feature or the app composes its modules'
/// tables with `WireDecoder.map`, never naming an individual action.
///
/// Every wire action declares its module's services (`ModuleServices`), none unless it says so: the
/// registration reads them statically, where a cast (`as? any ModuleServices.Type`) made the runtime
/// scan every conformance in the process for each module that declares none, a start cost growing
/// with the square of the module count (issue 43).
public protocol WireAction: Action, WireWritable, ModuleServices {
  /// Every action of this type that can arrive on the wire.
  static var wireDecoders: [WireDecoder<Self>] { get }
  /// This action's wire name (`box.rename`).
  var wireName: String { get }
}
