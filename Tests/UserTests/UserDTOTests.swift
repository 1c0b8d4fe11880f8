import Foundation
import Testing
import UDF
import User

@Suite struct UserDTOTests {
  @Test func aProfileSurvivesTheRoundTripThroughItsDTO() throws {
    let profile = try UserProfile.create(id: fixedID(1), firstName: "Ann", lastName: "", avatar: fixedID(3))
    #expect(try UserProfile(dto: UserDTO(profile)) == profile)
    let plain = try UserProfile.create(id: fixedID(2), firstName: "Bob", lastName: "Ray")
    #expect(try UserProfile(dto: UserDTO(plain)) == plain)
  }

  @Test func theDTOUsesTheProtocolsFieldNames() throws {
    let dto = UserDTO(id: fixedID(1), firstName: "Ann", lastName: "Lee")
    let data = try JSONEncoder().encode(dto)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(Set(object.keys) == ["id", "firstName", "lastName"])
    #expect(object["id"] as? String == "00000000-0000-4000-8000-000000000001")
    #expect(try JSONDecoder().decode(UserDTO.self, from: data) == dto)
  }

  @Test func theDTODecodesFromWireText() throws {
    let text = #"{"id":"00000000-0000-4000-8000-00000000000A","firstName":" Ann ","lastName":"Lee","extra":1}"#
    let dto = try JSONDecoder().decode(UserDTO.self, from: Data(text.utf8))
    #expect(dto == UserDTO(id: fixedID(10), firstName: " Ann ", lastName: "Lee"))
    #expect(try UserProfile(dto: dto).name.first == "Ann")
  }

  @Test func aDTOWithAnEmptyFirstNameIsRefused() {
    #expect(throws: UserError.emptyFirstName) {
      try UserProfile(dto: UserDTO(id: fixedID(1), firstName: "", lastName: "Lee"))
    }
  }
}
