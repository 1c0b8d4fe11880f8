import Foundation
import Testing
import UDF
import UDFTesting
import User

@Suite struct UserRandomizedTests {
  static let firstNames = ["Ann", " Bob ", "", "  ", "\t", "Émile", "e\u{301}", "\u{3000}Zoë\n"]
  static let lastNames = ["Lee", "", "  ", " Ray-Park "]

  @Test(arguments: [UInt64(7), 2_024, 987_654_321])
  func randomLoadsKeepTheUserValid(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var state = UserState()
    for step in 0..<3_000 {
      let dto = UserDTO(
        id: fixedID(UInt8.random(in: 1...4, using: &random)),
        firstName: Self.firstNames.randomElement(using: &random) ?? "",
        lastName: Self.lastNames.randomElement(using: &random) ?? "",
        avatar: Bool.random(using: &random) ? fixedID(UInt8.random(in: 1...3, using: &random)) : nil
      )
      let before = state
      let context = "seed \(seed), step \(step), \(dto)"
      switch Result(catching: { () throws(Rejection) in try UserState.reduce(&state, .didLoad(dto)) }) {
      case .success(let reduction):
        #expect(state.user?.id == dto.id && state.user?.avatar == dto.avatar, "\(context)")
        let touched = Set(reduction.touched.keys)
        #expect(touched.contains(ObservationKey(dto.id)), "the loaded user is not touched; \(context)")
        if let old = before.user?.id, old != dto.id {
          #expect(touched.contains(ObservationKey(old)), "the replaced user is not touched; \(context)")
        }
        let expectedFirst = dto.firstName.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(state.user?.name.first == expectedFirst, "\(context)")
      case .failure(let rejection):
        #expect(state == before, "refused load changed the state; \(context)")
        #expect(rejection.code == "invalidField", "\(context)")
        #expect(dto.firstName.allSatisfy { $0.isWhitespace }, "a valid first name was refused; \(context)")
      }
      if let name = state.user?.name {
        #expect(!name.first.isEmpty, "\(context)")
        for part in [name.first, name.last] {
          #expect(part.first?.isWhitespace != true && part.last?.isWhitespace != true, "untrimmed; \(context)")
        }
      }
    }
  }
}
