import { describe, expect, it } from "vitest";
import { multipartBody } from "../../src/harness/multipart.js";

describe("multipartBody", () => {
  it("writes each part with its disposition, file name and type, then the closing boundary", () => {
    const { body, contentType } = multipartBody(
      [
        { name: "file", filename: 'gate "pass".jpg', contentType: "image/jpeg", content: Buffer.from([0xff, 0xd8]) },
        { name: "notes", content: "front gate" },
      ],
      "b0undary",
    );
    expect(contentType).toBe("multipart/form-data; boundary=b0undary");
    const expected = Buffer.concat([
      Buffer.from(
        '--b0undary\r\nContent-Disposition: form-data; name="file"; filename="gate %22pass%22.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
      ),
      Buffer.from([0xff, 0xd8]),
      Buffer.from(
        '\r\n--b0undary\r\nContent-Disposition: form-data; name="notes"\r\n\r\nfront gate\r\n--b0undary--\r\n',
      ),
    ]);
    expect(body.equals(expected)).toBe(true);
  });

  it("picks a fresh boundary per body", () => {
    expect(multipartBody([]).contentType).not.toBe(multipartBody([]).contentType);
  });
});
