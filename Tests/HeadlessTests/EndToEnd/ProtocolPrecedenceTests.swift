import Testing
import UDFTesting

private let missingItem = fixedIDText(0xAF)
private let missingOrder = fixedIDText(0xDF)
private let missingBox = fixedIDText(0xBF)
private let heldOrder = fixedIDText(0xD1)
private let otherOrder = fixedIDText(0xD2)
private let completedOrder = fixedIDText(0xD3)
private let item = fixedIDText(0xA1)
private let box = fixedIDText(0xB1)

private let orders = #"""
  {"action":"orders.didLoad","orders":[{"id":"\#(heldOrder)","fare":"1"},{"id":"\#(otherOrder)","fare":"2"},{"id":"\#(completedOrder)","fare":"3","status":"completed"}]}
  """#

@Suite("End to end: which code wins when a line breaks several rules")
struct ProtocolPrecedenceTests {
  @Test("field shape, then notFound, then not loaded, then driverBusy, then save rules, then domain rules")
  func precedenceOrder() throws {
    var script = ProtocolScript()
    script.accept(orders)
    script.accept(#"{"action":"item.create","id":"\#(item)","title":"Item","at":"2026-11-22T09:00:00Z"}"#)
    script.accept(#"{"action":"provisioning.provisionBox","id":"\#(box)","title":"Box"}"#)
    // Field shape beats notFound.
    script.reject(#"{"action":"item.addTag","item":"\#(missingItem)"}"#, "missingField")
    script.reject(#"{"action":"item.addTag","item":"\#(missingItem)","tag":5}"#, "invalidField")
    script.reject(#"{"action":"provisioning.moveItem","item":"\#(missingItem)","to":"not-a-box"}"#, "invalidField")
    // Field shape beats domain rules.
    script.reject(#"{"action":"item.create","title":"","tags":"x"}"#, "invalidField")
    script.reject(#"{"action":"item.create","id":"\#(item)","title":"x","description":7}"#, "invalidField")
    // notFound beats userNotLoaded / driverNotLoaded.
    script.reject(#"{"action":"itemsList.assignToMeDidTap","item":"\#(missingItem)"}"#, "notFound")
    script.reject(#"{"action":"takeOrder.didTap","order":"\#(missingOrder)"}"#, "notFound")
    script.reject(#"{"action":"order.cancel","order":"\#(missingOrder)"}"#, "notFound")
    // driverNotLoaded beats domain rules (taking a completed order).
    script.reject(#"{"action":"takeOrder.didTap","order":"\#(completedOrder)"}"#, "driverNotLoaded")
    // notFound beats domain rules.
    script.reject(#"{"action":"item.changeTitle","item":"\#(missingItem)","title":""}"#, "notFound")
    script.reject(#"{"action":"provisioning.provisionItem","box":"\#(missingBox)","title":""}"#, "notFound")
    script.reject(
      #"{"action":"provisioning.provisionItem","id":"\#(item)","box":"\#(missingBox)","title":"x"}"#, "notFound")
    script.accept(#"{"action":"driver.didLoad","driver":{"id":"\#(fixedIDText(0xE7))","name":"Grace"}}"#)
    script.accept(#"{"action":"takeOrder.didTap","order":"\#(heldOrder)"}"#)
    // notFound beats driverBusy; driverBusy beats domain rules.
    script.reject(#"{"action":"takeOrder.didTap","order":"\#(missingOrder)"}"#, "notFound")
    script.reject(#"{"action":"takeOrder.didTap","order":"\#(completedOrder)"}"#, "driverBusy")
    // Field shape beats driverBusy.
    script.reject(#"{"action":"takeOrder.didTap","order":7}"#, "invalidField")
    script.accept(#"{"action":"itemsList.saveDidTap","request":"\#(fixedIDText(0xF1))"}"#)
    // Field shape beats alreadySaving / unknownRequest.
    script.reject(#"{"action":"itemsList.saveDidTap","request":"nope"}"#, "invalidField")
    script.reject(#"{"action":"items.saveDidFail","request":"\#(fixedIDText(0xF2))","reason":5}"#, "invalidField")
    script.reject(#"{"action":"items.saveDidSucceed"}"#, "missingField")
    // Malformed JSON beats everything.
    script.reject(#"{"action":"teleport.now","title":5"#, "malformedJSON")
    try script.run()
  }
}
