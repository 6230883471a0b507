//
//  APIClient.swift
//  ToDo
//

import Foundation

class APIClient {
  lazy var session: URLSession = URLSession.shared

  func loginRequest(withName username: String, password: String) -> URLRequest? {
    var components = URLComponents(string: "https://awesometodos.com/login")
    components?.queryItems = [
      URLQueryItem(name: "username", value: username),
      URLQueryItem(name: "password", value: password),
    ]
    guard let url = components?.url else { return nil }
    return URLRequest(url: url)
  }
}
