// The shared picture field: the screen's check refuses a file under the field without uploading it; an accepted
// file is uploaded and becomes the field's value; a failed upload says why; remove empties the field.
import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Form, type FormInstance } from "antd";
import { defineMessages } from "react-intl";
import { ApiError } from "../../data/api";
import { renderWithProviders, SLOW } from "../testing";
import { ImageField, type ImageFieldMessages } from "./ImageField";

const messages: ImageFieldMessages = defineMessages({
  preview: { id: "test.image.preview", defaultMessage: "The picture" },
  empty: { id: "test.image.empty", defaultMessage: "No picture yet" },
  choose: { id: "test.image.choose", defaultMessage: "Choose a picture" },
  replace: { id: "test.image.replace", defaultMessage: "Replace the picture" },
  remove: { id: "test.image.remove", defaultMessage: "Remove the picture" },
  hint: { id: "test.image.hint", defaultMessage: "Square, please." },
  file: { id: "test.image.file", defaultMessage: "Picture file" },
});

function renderField(options: { check?: (file: File) => Promise<string | null>; onUpload?: (file: File) => Promise<string>; picture?: string | null }) {
  const check = vi.fn(options.check ?? (async () => null));
  const onUpload = vi.fn(options.onUpload ?? (async () => "https://example.test/new.png"));
  const onBusyChange = vi.fn();
  let form: FormInstance | undefined;
  function Harness() {
    const [instance] = Form.useForm();
    form = instance;
    return (
      <Form form={instance} initialValues={{ picture: options.picture ?? null }}>
        <ImageField messages={messages} check={check} onUpload={onUpload} onBusyChange={onBusyChange} accept={["image/png", "image/jpeg"]} testId="picture-input" size={120} />
      </Form>
    );
  }
  renderWithProviders(<Harness />);
  return { check, onUpload, onBusyChange, value: () => form?.getFieldValue("picture") as unknown };
}

const png = () => new File([new Uint8Array(16)], "picture.png", { type: "image/png" });
const choose = (file: File) => fireEvent.change(screen.getByTestId("picture-input"), { target: { files: [file] } });

describe("ImageField", SLOW, () => {
  it("offers the screen's file types and says there is no picture yet", () => {
    renderField({});
    const input = screen.getByLabelText("Picture file");
    expect(input).toHaveAttribute("accept", "image/png,image/jpeg");
    expect(screen.getByText("No picture yet")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Choose a picture/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Remove the picture/ })).not.toBeInTheDocument();
  });

  it("shows the check's refusal under the field and uploads nothing", async () => {
    const { onUpload, value } = renderField({ check: async () => "The picture must be square." });
    choose(png());
    expect(await screen.findByText("The picture must be square.")).toBeInTheDocument();
    expect(onUpload).not.toHaveBeenCalled();
    expect(value()).toBeNull();
  });

  it("uploads an accepted file, shows it and clears an earlier refusal", async () => {
    let refuse = true;
    const { onUpload, onBusyChange, value } = renderField({ check: async () => (refuse ? "Too small." : null) });
    choose(png());
    expect(await screen.findByText("Too small.")).toBeInTheDocument();
    refuse = false;
    const file = png();
    choose(file);
    await waitFor(() => expect(value()).toBe("https://example.test/new.png"));
    expect(onUpload).toHaveBeenCalledWith(file);
    expect(screen.getByRole("img", { name: "The picture" })).toHaveAttribute("src", "https://example.test/new.png");
    await waitFor(() => expect(screen.queryByText("Too small.")).not.toBeInTheDocument());
    expect(onBusyChange.mock.calls.map(([busy]) => busy as boolean)).toEqual([true, false, true, false]);
    expect(screen.getByRole("button", { name: /Replace the picture/ })).toBeInTheDocument();
  });

  it("says why an upload failed, in words, and keeps the picture there was", async () => {
    const { value } = renderField({ picture: "https://example.test/old.png", onUpload: async () => Promise.reject(new ApiError("network", 0)) });
    choose(png());
    expect(await screen.findByText("No connection to the server. Check your internet connection and try again.")).toBeInTheDocument();
    expect(value()).toBe("https://example.test/old.png");
  });

  it("removes the picture", async () => {
    const { value } = renderField({ picture: "https://example.test/old.png" });
    fireEvent.click(screen.getByRole("button", { name: /Remove the picture/ }));
    await waitFor(() => expect(value()).toBeNull());
    expect(screen.getByText("No picture yet")).toBeInTheDocument();
  });
});
