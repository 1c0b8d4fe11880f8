import App
import UDFWire

extension ActionTable {
  /// One wire name with its decoder, shared (a lookup retains one object).
  final class Entry: Sendable {
    let name: [UInt8]
    let decoder: WireDecoder<AppAction>
    /// The decoder's own `decode` and `version`, kept apart so reading a line loads one closure
    /// instead of copying the whole decoder (its name, fields and upgrades: a retain each).
    let decode: WireDecoder<AppAction>.Decode
    let version: Int

    init(_ decoder: WireDecoder<AppAction>) {
      self.name = Array(decoder.name.utf8)
      self.decoder = decoder
      self.decode = decoder.decode
      self.version = decoder.version
    }
  }
}
