import DomainValues
import Driver
import Foundation
import Testing
import UDF
import UDFTesting

/// Thousands of random loads, takes and releases, valid and invalid, checked against a naive model.
@Suite struct DriverRandomizedTests {
  private enum Step: CustomStringConvertible {
    case load(DriverDTO)
    case take(ID<AssignedOrder>)
    case release

    var description: String {
      switch self {
      case .load(let dto): return "load(\(dto.id), \(String(reflecting: dto.name)))"
      case .take(let order): return "take(\(order))"
      case .release: return "release"
      }
    }
  }

  private struct Model: Equatable {
    var id: ID<DriverProfile>
    var name: String
    var order: ID<AssignedOrder>?
  }

  private static let seed: UInt64 = 0xD41_7E55
  private static let names = ["Ann", "  Bob ", "", "   ", "\n", "Cy"]

  private static func randomStep(_ random: inout SeededGenerator) -> Step {
    switch Int.random(in: 0..<10, using: &random) {
    case 0..<2:
      let id = driverID(UInt8.random(in: 1...3, using: &random))
      return .load(DriverDTO(id: id, name: names.randomElement(using: &random) ?? ""))
    case 2..<7:
      return .take(orderID(UInt8.random(in: 1...5, using: &random)))
    default:
      return .release
    }
  }

  private static func apply(_ step: Step, to state: inout DriverState) throws(Rejection) -> Reduction<DriverAction> {
    switch step {
    case .load(let dto): return try DriverState.reduce(&state, .didLoad(dto))
    case .take(let order): return try take(&state, order)
    case .release: return release(&state, ())
    }
  }

  /// Applies `step` to the model; returns the rejection code the domain must report, or nil.
  private static func apply(_ step: Step, to model: inout Model?) -> String? {
    switch step {
    case .load(let dto):
      let name = dto.name.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !name.isEmpty else { return "invalidField" }
      model = Model(id: dto.id, name: name, order: model?.id == dto.id ? model?.order : nil)
    case .take(let order):
      guard let current = model else { return "driverNotLoaded" }
      guard current.order == nil else { return "driverBusy" }
      model?.order = order
    case .release:
      model?.order = nil
    }
    return nil
  }

  @Test func randomStepsKeepTheStateConsistent() {
    var state = DriverState()
    var model: Model?
    var codes: [String: Int] = [:]
    runRandomSteps(seed: Self.seed, draw: Self.randomStep) { _, action in
      let before = state
      let expectedCode = Self.apply(action, to: &model)
      do throws(Rejection) {
        let reduction = try Self.apply(action, to: &state)
        guard expectedCode == nil else { return "accepted, but the model expected \(expectedCode ?? "")" }
        if case .take(let order) = action, (try? before.checkCanTake(order)) == nil {
          return "checkCanTake refused a take that was accepted"
        }
        let changed = [before.driver, state.driver].compactMap { $0?.id }
        let touched = Set(reduction.touched.keys)
        if before.driver != state.driver, !changed.allSatisfy({ touched.contains(ObservationKey($0)) }) {
          return "the driver changed but \(changed) is not all touched: \(reduction.touched)"
        }
      } catch {
        codes[error.code, default: 0] += 1
        guard error.code == expectedCode, state == before else {
          return "refused with \(error.code), model expected \(expectedCode ?? "acceptance")"
        }
      }
      let seen = state.driver.map { Model(id: $0.id, name: $0.name.value, order: $0.order) }
      return seen == model && state.heldOrder == state.driver?.order ? nil : "state differs from the model"
    }
    #expect(Set(codes.keys) == ["invalidField", "driverNotLoaded", "driverBusy"], "seed \(Self.seed): \(codes)")
  }
}
