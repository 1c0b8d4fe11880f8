import App
import DomainValues
import Foundation
import UDFTesting
import UDFWire

/// Random actions of every registered kind (`RandomWireActions` over the modules' examples), with
/// hostile strings and any year, for round trips through the encoder and decoder.
///
/// Strings mix ASCII, JSON's special characters, control characters, line separators and
/// multi-scalar characters; times span years 1 to 9999; IDs are drawn from a large pool; optional
/// values are sometimes absent.
enum ProtocolRandomAction {
  /// A seeded source of random app actions.
  static func generator(seed: UInt64) -> RandomWireActions<AppAction> {
    RandomWireActions(
      examples: AppState.modules.flatMap(\.examples), decoders: AppAction.wireDecoders, seed: seed, idPoolSize: 4_096,
      makeText: text, makeTime: time)
  }

  private static let characters: [String] = [
    "a", "Z", "0", " ", "\"", "\\", "/", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}",
    "é", "e\u{301}", "ß", "中", "🧳", "👩‍👩‍👧", "\u{FEFF}", "{", "}", "[", ",", ":",
  ]

  @Sendable private static func text(_ generator: inout SeededGenerator) -> String {
    let length = Int.random(in: 0...12, using: &generator)
    var result = ""
    for _ in 0..<length { result += characters.randomElement(using: &generator) ?? "" }
    return result
  }

  @Sendable private static func time(_ generator: inout SeededGenerator) -> Timestamp {
    let extremes: [Int64] = [-62_135_596_800_000, 253_402_300_799_999, 0, -1, 951_782_400_000]
    if Int.random(in: 0..<8, using: &generator) == 0, let extreme = extremes.randomElement(using: &generator) {
      return Timestamp(millisecondsSince1970: extreme)
    }
    return Timestamp(
      millisecondsSince1970: Int64.random(in: -62_135_596_800_000...253_402_300_799_999, using: &generator))
  }
}
