import Testing

private let orders = #"""
  {"action":"orders.didLoad","orders":[{"id":"\#(ScriptID.heldOrder)","fare":"1"},{"id":"\#(ScriptID.otherOrder)","fare":"2"},{"id":"\#(ScriptID.completedOrder)","fare":"3","status":"completed"}]}
  """#

@Suite("End to end: which code wins when a line breaks several rules")
struct ProtocolPrecedenceTests {
  @Test("field shape, then notFound, then not loaded, then driverBusy, then save rules, then domain rules")
  func precedenceOrder() throws {
    var script = ProtocolScript()
    script.accept(orders)
    script.accept(#"{"action":"item.create","id":"\#(ScriptID.item)","title":"Item","at":"2026-11-22T09:00:00Z"}"#)
    script.accept(#"{"action":"provisioning.provisionBox","id":"\#(ScriptID.box)","title":"Box"}"#)
    // Field shape beats notFound.
    script.reject(#"{"action":"item.addTag","item":"\#(ScriptID.missingItem)"}"#, "missingField")
    script.reject(#"{"action":"item.addTag","item":"\#(ScriptID.missingItem)","tag":5}"#, "invalidField")
    script.reject(
      #"{"action":"provisioning.moveItem","item":"\#(ScriptID.missingItem)","to":"not-a-box"}"#, "invalidField")
    // Field shape beats domain rules.
    script.reject(#"{"action":"item.create","title":"","tags":"x"}"#, "invalidField")
    script.reject(#"{"action":"item.create","id":"\#(ScriptID.item)","title":"x","description":7}"#, "invalidField")
    // notFound beats userNotLoaded / driverNotLoaded.
    script.reject(#"{"action":"itemsList.assignToMeDidTap","item":"\#(ScriptID.missingItem)"}"#, "notFound")
    script.reject(#"{"action":"takeOrder.didTap","order":"\#(ScriptID.missingOrder)"}"#, "notFound")
    script.reject(#"{"action":"order.cancel","order":"\#(ScriptID.missingOrder)"}"#, "notFound")
    // driverNotLoaded beats domain rules (taking a completed order).
    script.reject(#"{"action":"takeOrder.didTap","order":"\#(ScriptID.completedOrder)"}"#, "driverNotLoaded")
    // notFound beats domain rules.
    script.reject(#"{"action":"item.changeTitle","item":"\#(ScriptID.missingItem)","title":""}"#, "notFound")
    script.reject(#"{"action":"provisioning.provisionItem","box":"\#(ScriptID.missingBox)","title":""}"#, "notFound")
    script.reject(
      #"{"action":"provisioning.provisionItem","id":"\#(ScriptID.item)","box":"\#(ScriptID.missingBox)","title":"x"}"#,
      "notFound"
    )
    script.accept(#"{"action":"driver.didLoad","driver":{"id":"\#(ScriptID.driver)","name":"Grace"}}"#)
    script.accept(#"{"action":"takeOrder.didTap","order":"\#(ScriptID.heldOrder)"}"#)
    // notFound beats driverBusy; driverBusy beats domain rules.
    script.reject(#"{"action":"takeOrder.didTap","order":"\#(ScriptID.missingOrder)"}"#, "notFound")
    script.reject(#"{"action":"takeOrder.didTap","order":"\#(ScriptID.completedOrder)"}"#, "driverBusy")
    // Field shape beats driverBusy.
    script.reject(#"{"action":"takeOrder.didTap","order":7}"#, "invalidField")
    script.accept(#"{"action":"itemsList.saveDidTap","request":"\#(ScriptID.request)"}"#)
    // Field shape beats alreadySaving / unknownRequest.
    script.reject(#"{"action":"itemsList.saveDidTap","request":"nope"}"#, "invalidField")
    script.reject(#"{"action":"items.saveDidFail","request":"\#(ScriptID.otherRequest)","reason":5}"#, "invalidField")
    script.reject(#"{"action":"items.saveDidSucceed"}"#, "missingField")
    // Malformed JSON beats everything.
    script.reject(#"{"action":"teleport.now","title":5"#, "malformedJSON")
    try script.run()
  }
}
