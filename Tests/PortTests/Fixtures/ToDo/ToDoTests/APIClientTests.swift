//
//  APIClientTests.swift
//  ToDoTests
//

import XCTest

@testable import ToDo

class APIClientTests: XCTestCase {

  func test_LoginRequest_UsesExpectedHost() {
    let request = APIClient().loginRequest(withName: "dasdom", password: "1234")
    XCTAssertEqual(request?.url?.host, "awesometodos.com")
    XCTAssertEqual(request?.url?.path, "/login")
  }

  func test_LoginRequest_PutsTheNameAndPasswordInTheQuery() {
    let request = APIClient().loginRequest(withName: "dasdom", password: "1234")
    XCTAssertEqual(request?.url?.query, "username=dasdom&password=1234")
  }
}
