import { describe, expect, it } from "vitest";
import { HTTP_METHODS, isHttpMethod } from "../src/http-methods.js";

describe("HTTP_METHODS", () => {
  it("are the eight methods of a Path Item Object, in its order", () => {
    expect(HTTP_METHODS).toEqual(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);
  });

  it("tell a method from the other keys of a path item", () => {
    expect(isHttpMethod("patch")).toBe(true);
    expect(["parameters", "summary", "GET", "$ref"].filter(isHttpMethod)).toEqual([]);
  });
});
