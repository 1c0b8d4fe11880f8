import DomainValues
import Order
import Testing
import UDF
import UDFTesting

/// Thousands of random loads and status changes, valid and invalid, checked against a naive model.
@Suite struct OrdersRandomizedTests {
  private struct ModelOrder: Equatable {
    let id: ID<RideOrder>
    var fare: String
    var status: OrderStatus
  }

  private static let seed: UInt64 = 0x0DE5_2024
  private static let pool = (1...12).map { orderID(UInt8($0)) }

  private static func randomFare(_ random: inout SeededGenerator) -> String {
    if Bool.random(using: &random) {
      return ["0", "12.50", "7", "0.99", "100"].randomElement(using: &random) ?? "1"
    }
    let alphabet = Array("019.-e +")
    let length = Int.random(in: 0...4, using: &random)
    return String((0..<length).compactMap { _ in alphabet.randomElement(using: &random) })
  }

  private static func randomAction(_ random: inout SeededGenerator) -> OrderAction {
    let id = pool.randomElement(using: &random) ?? orderID(1)
    if Int.random(in: 0..<10, using: &random) < 3 {
      let dtos = (0..<Int.random(in: 0...3, using: &random)).map { _ in
        OrderDTO(
          id: pool.randomElement(using: &random) ?? id,
          fare: randomFare(&random),
          status: [nil, .initial, .inProgress, .completed, .cancelled].randomElement(using: &random) ?? nil
        )
      }
      return .didLoad(dtos)
    }
    return .updateStatus(id, to: OrderStatus.allCases.randomElement(using: &random) ?? .initial)
  }

  /// Applies `action` to the model; returns the rejection code the domain must report, or nil.
  private static func apply(_ action: OrderAction, to model: inout [ModelOrder]) -> String? {
    switch action {
    case .didLoad(let dtos):
      guard dtos.allSatisfy({ $0.fare.wholeMatch(of: /[0-9]+(\.[0-9]+)?/) != nil }) else { return "invalidField" }
      for dto in dtos {
        let loaded = ModelOrder(id: dto.id, fare: dto.fare, status: dto.status ?? .initial)
        if let position = model.firstIndex(where: { $0.id == dto.id }) {
          model[position] = loaded
        } else {
          model.append(loaded)
        }
      }
      return nil
    case .updateStatus(let id, let status):
      guard let position = model.firstIndex(where: { $0.id == id }) else { return "notFound" }
      guard legalMoves.contains([model[position].status, status]) else { return "illegalStatusTransition" }
      model[position].status = status
      return nil
    }
  }

  /// Applies `action` through the reducer, or a status change through the mediators' check and
  /// apply when `viaMediator` (both must follow the same rules).
  private static func apply(
    _ action: OrderAction, to state: inout OrdersState, viaMediator: Bool
  ) throws(Rejection) -> Reduction<OrderAction> {
    if viaMediator, case .updateStatus(let id, let status) = action {
      return try changeStatus(&state, (id, status))
    }
    return try OrdersState.reduce(&state, action)
  }

  /// Everything that must hold after any step; the first broken rule, or nil.
  private static func brokenInvariant(_ state: OrdersState, model: [ModelOrder]) -> String? {
    let ids = state.orders.map(\.id)
    if Set(ids).count != ids.count { return "an ID appears twice" }
    for order in state.orders where state.order(order.id) != order {
      return "lookup of \(order.id) disagrees with the array"
    }
    for id in pool where !ids.contains(id) && state.order(id) != nil {
      return "lookup finds \(id), which is not in the array"
    }
    let seen = state.orders.map { ModelOrder(id: $0.id, fare: $0.fare.text, status: $0.status) }
    return seen == model ? nil : "orders differ from the model"
  }

  @Test func randomActionsKeepTheStateConsistent() {
    var state = OrdersState()
    var model: [ModelOrder] = []
    var accepted = 0
    runRandomSteps(seed: Self.seed, draw: Self.randomAction) { step, action in
      let before = state
      let expectedCode = Self.apply(action, to: &model)
      do throws(Rejection) {
        let reduction = try Self.apply(action, to: &state, viaMediator: step.isMultiple(of: 2))
        accepted += 1
        guard expectedCode == nil else { return "accepted, but the model expected \(expectedCode ?? "")" }
        let touched = Set(reduction.touched.keys)
        for order in state.orders where before.order(order.id) != order && !touched.contains(ObservationKey(order.id)) {
          return "order \(order.id) changed but is not touched: \(reduction.touched)"
        }
      } catch {
        guard error.code == expectedCode else {
          return "refused with \(error.code), model expected \(expectedCode ?? "acceptance")"
        }
        guard state == before else { return "refused action changed the state" }
      }
      return Self.brokenInvariant(state, model: model)
    }
    #expect(accepted > 500, "seed \(Self.seed): too few accepted actions to mean anything")
    #expect(state.orders.count > 6, "seed \(Self.seed): too few orders loaded")
  }
}
